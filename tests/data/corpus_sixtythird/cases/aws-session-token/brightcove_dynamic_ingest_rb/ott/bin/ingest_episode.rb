# ingest_episode.rb - creates a Brightcove video for an episode (CMS API) and starts Dynamic Ingest from the S3 master,
# then records the video id in the scheduling system
require 'json'
require 'net/http'

SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEDsL+14CDACfiz4Ewh2xXtNDVERvl0dVr3sRYt3prv412I3lkSUgZgBMcVGpWGjr5qZBGrT3L1abWpv/mKxjq6bj3qJEtmxJoB5Z0Faa1urYT3p2IQ5kgNwzFsubumX1I2eszaPtOeed4BkwJaFCs1bi1xH9VdAJLd3prVMVdLQLgG/KtGbapjoqqWA+htbMBbBTX8dZHN4Oibw4B9qJOZJWrD7ihiCo5bWaslqQ7omZSaoUiA14RFyzrAyAfu5U8k/zYdItE5Q2E0h5aSVZ/ijET7DEXknRZs9se404o8qoHUHdA02Fkz0wxtlx8vAuiwd4Ilnh7+4jC5zc/qHgq2BK0dpqPJmiUr9XH9QMravd92TyxPZnRk2Vx0635GcWBT54SBOlzVZIJueC4l2pMLUSjf56bzFEf1/qfpjhNoCtrSNB9Fx48rRobGK6kcGC+5vVhnswwFdws9gHZxgjtrWFF5oPGOBaDzzXsX18+2ALYbPiF9njSGZ9oOCwosUZEKXGnyPli67CdO8a6DbEhTeSq5jZ46l/AI4naKc4XHKpzTs9dlm+YaZQ+g4eFAFqsXutjL63XZI6CLdcmyRVZcWIOLdt+NXTYwGRnCJRNbjZp7B73eAUgT5gB8e8B2z9Ua4='

ACCOUNT_ID = '9587590553590'

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
uri = URI('https://services.harborlight-media.com/api/v1/scheduling/videos')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { episode: ARGV[1], video_id: video['id'] }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
