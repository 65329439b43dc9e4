import type { User } from "@khatm/schema";
import { Button, Divider, Drawer, Stack, Text } from "@mantine/core";
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
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title="Menu" hiddenFrom="sm">
      <Stack gap="xs">
        {user && (
          <div>
            <Text size="xs" c="dimmed">
              Signed in as
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
            label={item.label}
            onClick={onClose}
            activeProps={{ active: true }}
            py="sm"
          />
        ))}
        {user && (
          <NavLinkRoute to="/account" label="My Account" onClick={onClose} activeProps={{ active: true }} py="sm" />
        )}
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
            Logout
          </Button>
        ) : (
          <ButtonLink to="/login" size="md" onClick={onClose}>
            Login
          </ButtonLink>
        )}
      </Stack>
    </Drawer>
  );
}
