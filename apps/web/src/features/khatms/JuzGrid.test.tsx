import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cssVariablesResolver, theme } from "../../theme";
import { JuzGrid } from "./JuzGrid";

const tiles = (count: number) => Array.from({ length: count }, (_, index) => <p key={index}>{`Juz ${index + 1}`}</p>);
const mountedTiles = () => screen.queryAllByText(/^Juz \d+$/).map((tile) => tile.textContent);

describe("JuzGrid", () => {
  it("mounts the first screen of cards at once and the rest in later tasks, in order", async () => {
    const { rerender } = render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <JuzGrid>{tiles(30)}</JuzGrid>
      </MantineProvider>,
    );
    expect(mountedTiles()).toEqual(Array.from({ length: 12 }, (_, index) => `Juz ${index + 1}`));

    await waitFor(() => expect(mountedTiles()).toHaveLength(30));
    expect(mountedTiles()).toEqual(Array.from({ length: 30 }, (_, index) => `Juz ${index + 1}`));

    // Once all are mounted, a new set of cards (a filter, a refresh) shows whole at once.
    rerender(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <JuzGrid>{tiles(25)}</JuzGrid>
      </MantineProvider>,
    );
    expect(mountedTiles()).toHaveLength(25);
  });

  it("shows a short list whole in the first render", () => {
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <JuzGrid>{tiles(5)}</JuzGrid>
      </MantineProvider>,
    );
    expect(mountedTiles()).toHaveLength(5);
  });
});
