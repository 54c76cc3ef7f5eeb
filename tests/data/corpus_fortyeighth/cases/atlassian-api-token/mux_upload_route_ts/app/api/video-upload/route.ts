import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const JIRA_EMAIL = "etl_reader@kestrelworks.io";
const CONFLUENCE_TOKEN = "ATATT3xFfGF0_ph4ho7VdI9raeLhxk75ZS9T-o1l-9iHLpyVCZzrOPusW1KSbD4jryr4af90R-2pScbSdjfgr2eXJJUvnlrwxxvlZ7BMCgEK84bK1X18i2XVAMhqg4bmjqpoG-RXPCq031x1qFEvkYlBCymPAXc1Eh4_vJbkIJ1JFC7rOfyFDW0=27CE20B8";

const mux = new Mux({
  tokenId: process.env.MUX_TOKEN_ID,
  tokenSecret: process.env.MUX_TOKEN_SECRET,
});

export async function POST() {
  const upload = await mux.video.uploads.create({
    cors_origin: "https://studio.kestrel-journal.com",
    new_asset_settings: { playback_policy: ["public"], video_quality: "basic" },
  });
  return NextResponse.json({ id: upload.id, url: upload.url });
}
