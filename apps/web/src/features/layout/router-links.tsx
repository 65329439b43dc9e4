import { Anchor, type AnchorProps, Button, type ButtonProps, NavLink, type NavLinkProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

/**
 * Mantine components rendered as router links: `createLink` keeps the router's typed `to`/`params`, preloading and
 * active state, while Mantine keeps the look. Use these instead of `component={Link}`, which loses the types.
 */
type AnchorAttributes<P> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof P | "color" | "style"> & {
  ref?: Ref<HTMLAnchorElement>;
};

function ButtonAnchor(props: ButtonProps & AnchorAttributes<ButtonProps>) {
  return <Button component="a" {...props} />;
}

function TextAnchor(props: AnchorProps & AnchorAttributes<AnchorProps>) {
  return <Anchor {...props} />;
}

function NavAnchor(props: NavLinkProps & AnchorAttributes<NavLinkProps>) {
  return <NavLink component="a" {...props} />;
}

/** A Mantine Button that navigates: `<ButtonLink to="/create">Create</ButtonLink>`. */
export const ButtonLink = createLink(ButtonAnchor);
/** A Mantine Anchor (text link) that navigates. */
export const AnchorLink = createLink(TextAnchor);
/** A Mantine NavLink (menu row) that navigates; pass `activeProps={{ active: true }}` to highlight the current page. */
export const NavLinkRoute = createLink(NavAnchor);
