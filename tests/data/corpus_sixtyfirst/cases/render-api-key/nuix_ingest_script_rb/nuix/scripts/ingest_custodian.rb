# ingest_custodian.rb - Nuix Workstation script (JRuby): adds a custodian's collection to the open case as an evidence item,
# runs the processor with the firm's standard settings and reports the item counts to the litigation-support tracker
require 'json'
require 'net/http'

RENDER_SERVICE_ID = 'srv-gkiquly30qz8klo4utjo'

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
uri = URI('https://integrations.quayle-ostrander.law/api/v1/litsupport/ingests')
req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
req.body = { custodian: custodian, items: count }.to_json
Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts "#{custodian}: #{count} items"
