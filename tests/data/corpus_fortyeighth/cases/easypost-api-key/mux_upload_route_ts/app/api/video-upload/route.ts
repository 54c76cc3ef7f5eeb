import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const EASYPOST_TEST_API_KEY = "EZTKvxJd2YlDdHIM35Y2WiE8upUN8CewTQ76wIrLz3lq8d04BEKl4BMf5t";

const mux = new Mux({
  tokenId: process.env.MUX_TOKEN_ID,
  tokenSecret: process.env.MUX_TOKEN_SECRET,
});

export async function POST() {
  const upload = await mux.video.uploads.create({
    cors_origin: "https://studio.cobaltpeak-news.ca",
    new_asset_settings: { playback_policy: ["public"], video_quality: "basic" },
  });
  return NextResponse.json({ id: upload.id, url: upload.url });
}
