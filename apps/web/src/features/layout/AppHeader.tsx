import { Box, Burger, Container, Group, Loader, rem } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useAuth } from "../auth/auth-context";
import { useReturnHere } from "../auth/return-here";
import { useLogout } from "../auth/use-logout";
import { useT } from "../i18n/i18n-context";
import { LanguageMenu } from "../i18n/LanguageMenu";
import { mainNavItems } from "./nav-items";
import { AnchorLink, ButtonLink } from "./router-links";

// Loaded when first needed, not with the page: a visitor from a share link is signed out and on a phone, so the
// avatar menu (and the floating-ui it brings) and the drawer would only slow the first paint.
const UserMenu = lazy(() => import("./UserMenu").then(({ UserMenu }) => ({ default: UserMenu })));
const NavDrawer = lazyDialog(() => import("./NavDrawer").then((module) => module.NavDrawer));

const STACKED = { gridArea: "1 / 1" };
/** Mantine's Avatar at its default size (md), a little taller than the Login button. */
const AVATAR_HEIGHT = rem(38);
/** The avatar's place, the same while its menu's code loads (a spinner) and after. */
const AVATAR_BOX = {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: AVATAR_HEIGHT,
  height: AVATAR_HEIGHT,
};

/** Title, page links and the sign-in state; below the `sm` breakpoint everything but the title moves to a drawer. */
export function AppHeader() {
  const { status, user } = useAuth();
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const t = useT();
  const back = useReturnHere();

  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <AnchorLink to="/" fw={700} fz="xl" c="bright" underline="never" className="tap-target">
          {t("common.siteName")}
        </AnchorLink>
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          {mainNavItems.map((item) => (
            <ButtonLink key={item.to} to={item.to} variant="subtle" activeProps={{ variant: "light" }}>
              {t(item.label)}
            </ButtonLink>
          ))}
          <LanguageMenu />
          {/* One cell the Login button always sizes (hidden once not signed out): the page is painted signed out,
              and the session, read after hydration, must not move the links beside it. */}
          <Box style={{ display: "grid", placeItems: "center end", height: AVATAR_HEIGHT }}>
            <ButtonLink
              to="/login"
              search={back}
              style={{ ...STACKED, ...(status === "signed-out" ? {} : { visibility: "hidden" }) }}
            >
              {t("layout.login")}
            </ButtonLink>
            {status === "loading" && <Loader size="sm" aria-label={t("layout.checkingSignIn")} style={STACKED} />}
            {user && (
              <Box style={{ ...STACKED, ...AVATAR_BOX }}>
                <Suspense fallback={<Loader size="sm" aria-label={t("layout.loadingAccountMenu")} />}>
                  <UserMenu user={user} onLogout={() => void logout()} />
                </Suspense>
              </Box>
            )}
          </Box>
        </Group>
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="sm"
          aria-label={t(drawerOpened ? "layout.closeNavigation" : "layout.openNavigation")}
        />
      </Group>
      <NavDrawer opened={drawerOpened} onClose={drawer.close} user={user} onLogout={() => void logout()} />
    </Container>
  );
}
