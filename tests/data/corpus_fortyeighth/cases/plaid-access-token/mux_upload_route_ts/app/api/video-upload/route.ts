import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const PLAID_ACCESS_TOKEN = "access-production-e20487a7-7c19-424e-a3f6-2b97894361d1";

const mux = new Mux({
  tokenId: process.env.MUX_TOKEN_ID,
  tokenSecret: process.env.MUX_TOKEN_SECRET,
});

export async function POST() {
  const upload = await mux.video.uploads.create({
    cors_origin: "https://studio.larkspur-press.com",
    new_asset_settings: { playback_policy: ["public"], video_quality: "basic" },
  });
  return NextResponse.json({ id: upload.id, url: upload.url });
}
