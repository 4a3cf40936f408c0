import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it("gives bytes, kilobytes and megabytes in the units a visitor expects", () => {
    expect(formatFileSize(812)).toBe("812 bytes");
    expect(formatFileSize(3739)).toBe("3.7 KB");
    expect(formatFileSize(48_200)).toBe("48 KB");
    expect(formatFileSize(1_250_000)).toBe("1.3 MB");
  });
});
