import { Burger, Container, Group, Loader } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useAuth } from "../auth/auth-context";
import { useLogout } from "../auth/use-logout";
import { mainNavItems } from "./nav-items";
import { AnchorLink, ButtonLink } from "./router-links";

// Loaded when first needed, not with the page: a visitor from a share link is signed out and on a phone, so the
// avatar menu (and the floating-ui it brings) and the drawer would only slow the first paint.
const UserMenu = lazy(() => import("./UserMenu").then(({ UserMenu }) => ({ default: UserMenu })));
const NavDrawer = lazyDialog(() => import("./NavDrawer").then((module) => module.NavDrawer));

/** Title, page links and the sign-in state; below the `sm` breakpoint everything but the title moves to a drawer. */
export function AppHeader() {
  const { status, user } = useAuth();
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <AnchorLink to="/" fw={700} fz="xl" c="bright" underline="never">
          Khatm
        </AnchorLink>
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          {mainNavItems.map((item) => (
            <ButtonLink key={item.to} to={item.to} variant="subtle" activeProps={{ variant: "light" }}>
              {item.label}
            </ButtonLink>
          ))}
          {status === "loading" && <Loader size="sm" aria-label="Checking sign-in" />}
          {status === "signed-out" && <ButtonLink to="/login">Login</ButtonLink>}
          {user && (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the account menu" />}>
              <UserMenu user={user} onLogout={() => void logout()} />
            </Suspense>
          )}
        </Group>
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="sm"
          aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
        />
      </Group>
      <NavDrawer opened={drawerOpened} onClose={drawer.close} user={user} onLogout={() => void logout()} />
    </Container>
  );
}
