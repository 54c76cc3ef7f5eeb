# ingest_episode.rb - creates a Brightcove video for an episode (CMS API) and starts Dynamic Ingest from the S3 master,
# then records the video id in the scheduling system
require 'json'
require 'net/http'

OKTA_CLIENT_ID = '0oaQz5uuXFckbSZv3YEQ'

ACCOUNT_ID = '8588437704221'

def bc(method, url, token, body)
  uri = URI(url)
  req = Net::HTTP.const_get(method).new(uri, 'Content-Type' => 'application/json', 'Authorization' => "Bearer #{token}")
  req.body = body.to_json
  JSON.parse(Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }.body)
end

token = File.read('/run/secrets/brightcove_access_token').strip
video = bc('Post', "https://cms.api.brightcove.com/v1/accounts/#{ACCOUNT_ID}/videos", token, { name: ARGV[0], reference_id: ARGV[1] })
bc('Post', "https://ingest.api.brightcove.com/v1/accounts/#{ACCOUNT_ID}/videos/#{video['id']}/ingest-requests", token,
   { master: { url: ARGV[2] }, profile: 'multi-platform-standard-static', capture_images: true })
uri = URI('https://pipeline.redkite-post.com/api/v1/scheduling/videos')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { episode: ARGV[1], video_id: video['id'] }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
