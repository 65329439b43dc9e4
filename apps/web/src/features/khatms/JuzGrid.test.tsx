import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "../../theme";
import { JuzGrid } from "./JuzGrid";

const tiles = (count: number) =>
  Array.from({ length: count }, (_, index) => index + 1).map((number) => <p key={number}>{`Juz ${number}`}</p>);

describe("JuzGrid", () => {
  it("shows all 30 cards in order in its first render, as the worker's HTML has them for the app to hydrate", () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <JuzGrid>{tiles(30)}</JuzGrid>
      </MantineProvider>,
    );
    const shown = screen.queryAllByText(/^Juz \d+$/).map((tile) => tile.textContent);
    expect(shown).toEqual(Array.from({ length: 30 }, (_, index) => `Juz ${index + 1}`));
  });
});
