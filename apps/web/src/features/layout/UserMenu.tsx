import type { User } from "@khatm/schema";
import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { userInitial } from "./user-initial";

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The signed-in header's avatar menu: who is signed in, My Account and Logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
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
        <Menu.Item renderRoot={(props) => <Link to="/account" {...props} />}>My Account</Menu.Item>
        <Menu.Item color="red" onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
