# frozen_string_literal: true
# mycase_invoices.rb - overdue invoices from MyCase for the collections report (rake billing:overdue)

require 'net/http'
require 'json'

GROQ_API_TOKEN = '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'

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
      uri = URI('https://benefits.mercer-county.gov/api/v1/billing/overdue')
      req = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json')
      req.body = rows.to_json
      Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
    end
  end
end
