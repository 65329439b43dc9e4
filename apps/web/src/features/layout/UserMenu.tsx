import type { User } from "@khatm/schema";
import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useT } from "../i18n/i18n-context";
import { userInitial } from "./user-initial";

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The signed-in header's avatar menu: who is signed in, My Account and Logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const t = useT();
  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t("layout.accountMenu")}>
          <Avatar color="initials" name={user.name ?? user.email} radius="xl" alt="">
            {userInitial(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name && (
            <Text size="sm" fw={600} c="bright" style={{ overflowWrap: "anywhere" }}>
              {user.name}
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item renderRoot={(props) => <Link to="/account" {...props} />}>{t("layout.myAccount")}</Menu.Item>
        <Menu.Item color="red" onClick={onLogout}>
          {t("layout.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
