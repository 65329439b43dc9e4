import type { User } from "@khatm/schema";
import { Button, Divider, Drawer, Stack, Text } from "@mantine/core";
import { useReturnHere } from "../auth/return-here";
import { useT } from "../i18n/i18n-context";
import { LanguageMenu } from "../i18n/LanguageMenu";
import { mainNavItems } from "./nav-items";
import { ButtonLink, NavLinkRoute } from "./router-links";

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  user: User | null;
  onLogout: () => void;
}

/** The phone navigation: the header's items in a side drawer, with who is signed in. */
export function NavDrawer({ opened, onClose, user, onLogout }: NavDrawerProps) {
  const t = useT();
  const back = useReturnHere();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={t("layout.menu")} hiddenFrom="sm">
      <Stack gap="xs">
        {user && (
          <div>
            <Text size="xs" c="dimmed">
              {t("layout.signedInAs")}
            </Text>
            <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
              {user.email}
            </Text>
          </div>
        )}
        {mainNavItems.map((item) => (
          <NavLinkRoute
            key={item.to}
            to={item.to}
            label={t(item.label)}
            onClick={onClose}
            activeProps={{ active: true }}
            py="sm"
          />
        ))}
        {user && (
          <NavLinkRoute
            to="/account"
            label={t("layout.myAccount")}
            onClick={onClose}
            activeProps={{ active: true }}
            py="sm"
          />
        )}
        <LanguageMenu withLabel size="md" />
        <Divider />
        {user ? (
          <Button
            variant="light"
            color="red"
            size="md"
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            {t("layout.logout")}
          </Button>
        ) : (
          <ButtonLink to="/login" search={back} size="md" onClick={onClose}>
            {t("layout.login")}
          </ButtonLink>
        )}
      </Stack>
    </Drawer>
  );
}
