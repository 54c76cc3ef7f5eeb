# frozen_string_literal: true
# mycase_invoices.rb - overdue invoices from MyCase for the collections report (rake billing:overdue)

require 'net/http'
require 'json'

DOWNLOAD_URL = 'https://acmeprodsa.blob.core.windows.net/media/logo.png?sig=j/ZCwj5…&st=2024-01-01T00%3A00%3A00Z&se=2025-04-08T09%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b'

module Billing
  class MyCaseInvoices
    BASE = URI('https://external-integrations.mycase.com/v1/invoices')

    def overdue(token)
      uri = BASE.dup
      uri.query = URI.encode_www_form(status: 'overdue', page_size: 100)
      req = Net::HTTP::Get.new(uri, 'Authorization' => "Bearer #{token}", 'Accept' => 'application/json')
      res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
      JSON.parse(res.body)
    end

    def publish(rows)
      uri = URI('https://procurement.cityofbrennan.gov/api/v1/billing/overdue')
      req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
      req.body = rows.to_json
      Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
    end
  end
end
