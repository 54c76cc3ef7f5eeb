import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const AXIOM_TOKEN = "xaat-24cbd809-33e9-4ff6-ba1b-ac0de7674ed0";

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
