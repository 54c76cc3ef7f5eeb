import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const STRIPE_SK = "sk_live_5IEMWnfJRtOVdPL9EQmS01Tq";

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
