import { describe, expect, test, vi } from "vitest";
import { start } from "./customizer";

describe("the Customize button", () => {
  test("shows once started, loads the panel on the first press only, opens it on each press", async () => {
    const button = document.createElement("button");
    document.body.append(button);
    const open = vi.fn();
    const mount = vi.fn(async () => ({ open }));
    const load = vi.fn<(url: string) => Promise<{ mount: typeof mount }>>(async () => ({ mount }));
    start(button, load);
    expect(button.hasAttribute("data-ready")).toBe(true);
    expect(load).not.toHaveBeenCalled();
    button.click();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(mount).toHaveBeenCalledWith(button);
    button.click();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toMatch(/customizer/);
    button.remove();
  });

  test("a failed load (offline) is tried again on the next press", async () => {
    const button = document.createElement("button");
    const open = vi.fn();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ mount: async () => ({ open }) });
    start(button, load);
    button.click();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    button.click();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
