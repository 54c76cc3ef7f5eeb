import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const SENTRY_TOKEN = "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";

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
