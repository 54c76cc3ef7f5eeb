import Mux from "@mux/mux-node";
import { NextResponse } from "next/server";

const SUPABASE_ANON_KEY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Im12cGppZnN1dmtramx5Z3RvZ2xqIiwicm9sZSI6ImFub24iLCJpYXQiOjE3MDY3ODM1MzYsImV4cCI6MjAyMjE0MzUzNn0.Qd7XCVRylIjqeEXmhgAHfyVpPEWg5Hwr7yMZAn8xiT0";

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
