import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const HCLOUD_TOKEN = "9RduOx6tFeCJ7gi2sMOEpKhvI5k4oNo9ESqptLpvRT6xh459nIk2JWoXXRvQoDpz";

const mux = new Mux({
  tokenId: process.env.MUX_TOKEN_ID,
  tokenSecret: process.env.MUX_TOKEN_SECRET,
});

export async function POST() {
  const upload = await mux.video.uploads.create({
    cors_origin: "https://studio.fernhill-publishing.org",
    new_asset_settings: { playback_policy: ["public"], video_quality: "basic" },
  });
  return NextResponse.json({ id: upload.id, url: upload.url });
}
