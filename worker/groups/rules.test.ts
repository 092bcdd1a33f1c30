import { describe, expect, it } from "vitest";
import { decideGroupStanding, managesGroupItem } from "./rules";

const group = { uid: "owner", visible: true, status: 0 };

describe("decideGroupStanding", () => {
  it("makes the owner root whatever their row says", () => {
    const s = decideGroupStanding(group, 0, { uid: "owner", siteAdmin: false });
    expect(s).toMatchObject({
      level: 5,
      isOwner: true,
      member: true,
      admin: true,
      root: true,
      hidden: false,
    });
  });

  it("gives members reading, admins managing and roots everything", () => {
    expect(
      decideGroupStanding(group, 3, { uid: "u", siteAdmin: false }),
    ).toMatchObject({ member: true, admin: false, root: false });
    expect(
      decideGroupStanding(group, 4, { uid: "u", siteAdmin: false }),
    ).toMatchObject({ member: true, admin: true, root: false });
    expect(
      decideGroupStanding(group, 5, { uid: "u", siteAdmin: false }),
    ).toMatchObject({ member: true, admin: true, root: true });
  });

  it("keeps applicants, refused users and guests out of the content", () => {
    for (const level of [0, 1, 2])
      expect(
        decideGroupStanding(group, level, { uid: "u", siteAdmin: false })
          .member,
      ).toBe(false);
    expect(decideGroupStanding(group, 0, null).member).toBe(false);
  });

  it("hides an invisible or banned group from everyone but members and site admins", () => {
    expect(
      decideGroupStanding({ ...group, visible: false }, 1, {
        uid: "u",
        siteAdmin: false,
      }).hidden,
    ).toBe(true);
    expect(decideGroupStanding({ ...group, status: 1 }, 0, null).hidden).toBe(
      true,
    );
    expect(
      decideGroupStanding({ ...group, visible: false }, 3, {
        uid: "u",
        siteAdmin: false,
      }).hidden,
    ).toBe(false);
    expect(
      decideGroupStanding({ ...group, visible: false }, 0, {
        uid: "u",
        siteAdmin: true,
      }),
    ).toMatchObject({ hidden: false, root: true });
  });
});

describe("managesGroupItem", () => {
  it("lets the root manage anything and an admin only what they wrote", () => {
    expect(managesGroupItem({ root: true, admin: true }, "someone", "me")).toBe(
      true,
    );
    expect(managesGroupItem({ root: false, admin: true }, "me", "me")).toBe(
      true,
    );
    expect(
      managesGroupItem({ root: false, admin: true }, "someone", "me"),
    ).toBe(false);
    expect(managesGroupItem({ root: false, admin: false }, "me", "me")).toBe(
      false,
    );
  });
});
