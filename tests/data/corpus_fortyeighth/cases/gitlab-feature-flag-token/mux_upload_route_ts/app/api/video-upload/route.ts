import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const UNLEASH_INSTANCE_ID = "glffct-pQMyDDqad9IHYWPlPU37";

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
