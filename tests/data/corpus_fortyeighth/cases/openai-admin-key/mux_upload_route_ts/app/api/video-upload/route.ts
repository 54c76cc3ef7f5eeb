import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const OPENAI_ADMIN_KEY = "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";

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
