import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const TOKEN = "dor_v1_b48af51b39f8dac6123107270135ba444625cccd6b29d815aa69fc44dd1cd30c";

const mux = new Mux({
  tokenId: process.env.MUX_TOKEN_ID,
  tokenSecret: process.env.MUX_TOKEN_SECRET,
});

export async function POST() {
  const upload = await mux.video.uploads.create({
    cors_origin: "https://studio.tidewater-docs.io",
    new_asset_settings: { playback_policy: ["public"], video_quality: "basic" },
  });
  return NextResponse.json({ id: upload.id, url: upload.url });
}
