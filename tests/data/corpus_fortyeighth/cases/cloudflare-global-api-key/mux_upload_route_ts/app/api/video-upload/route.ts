import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const CLOUDFLARE_EMAIL = "etl_reader@larkspur.dev";
const CF_API_KEY = "b318b69f19445edd76008560b59a643b416f5";

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
