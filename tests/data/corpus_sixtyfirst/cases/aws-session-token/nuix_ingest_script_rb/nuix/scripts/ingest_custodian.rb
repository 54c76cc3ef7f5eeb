# ingest_custodian.rb - Nuix Workstation script (JRuby): adds a custodian's collection to the open case as an evidence item,
# runs the processor with the firm's standard settings and reports the item counts to the litigation-support tracker
require 'json'
require 'net/http'

ACCESS_TOKEN = 'IQoJb3JpZ2luX2VjEDw6LiwYuD8sbwT4c9b+ndkZrsYbNeeoXnmuf6kITCNR/qVmC9R2Gzcgzez3yWBurwMSDfz6blyyPj0z2kKtRQ3lB3tBHvSNNM8Gy7/XW32YLduNg4Fgo93+pVOMxPU9odxMHrigFW+sonaCIKjkBG1NdeJCZ+n0Hb9MAV522CiW5+Rcs2Dchl6obW2B70rsFpldHkT2Z9ThiiZ8GAWY7ipUS9r1/t0EAkAOphGIYZDuGZVnK7byV25M/Ns/hLeg7bKrSc310DmHJ1ojo51edbtWdhqxsRPkcPdDiUIpTrSfTsUS/q5u1UiC8wCDox5gyegtQiQ6X7aGetQtEo5yT9wjoNwaoY99GGVb5t6jeDT4TpHAG/tSAvCus5tWSslaR2J1Pyhg9X8rFZ8SM1GeBUDa2DACoVvLNmQgw/d9H+jvtdfR4qiMyNBEZMUT2/JfjqOh8Gb+xiRcM5BhAzoXZeVJxYvnKIeMC/KzDpAXIYJJzd4zXqO3F5qeXlsA8/Qamf0QYFHKwwP+vZXq9EodbI3loQv+Sk22u6EBmvYbw/p3+Ae4GbLtWcJw2ZrxmfVAZbmfodQVV2S7HQFfA4g60UMOpf/Ep0M+NPNSKjb5YS/NagcZKnNqRCZIWw=='

custodian = ARGV[0] || 'Unassigned'
source = ARGV[1] || "E:/collections/#{custodian}"

processor = $current_case.create_processor
processor.set_processing_settings({ 'extractFromSlackSpace' => false, 'calculateAuditedSize' => true, 'identifyPhysicalFiles' => true })
container = processor.new_evidence_container("#{custodian} - #{Time.now.strftime('%Y-%m-%d')}")
container.add_file(source)
container.set_custodian(custodian)
container.save
processor.process

count = $current_case.search("custodian:\"#{custodian}\"").size
uri = URI('https://services.marlowe-accountants.com/api/v1/litsupport/ingests')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { custodian: custodian, items: count }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts "#{custodian}: #{count} items"
