package harrowgate.pc.integration.clue

uses gw.api.util.DateUtil
uses gw.plugin.InitializablePlugin
uses java.net.URI
uses java.net.http.HttpClient
uses java.net.http.HttpRequest
uses java.net.http.HttpResponse
uses java.util.Map

/**
 * Orders a CLUE Personal Property report for a submission's primary named insured during quote (Homeowners line).
 * Registered as plugin ClueReportPlugin in config/plugin/registry/ClueReportPlugin.gwp.
 */
class ClueReportPlugin implements IClueReportPlugin, InitializablePlugin {
  private static final var _logger = gw.api.system.PCLoggerCategory.INTEGRATION
  private static final var ORDER_URL = "https://clue.lnrs-gateway.example/api/v2/orders/property"
  private static final var JFROG_ACCESS_TOKEN = "cmVmdGtuOjAxOjE5Nzg1MDQyNDc6ZkVqNk5NQVFadlU1eFlheHpHQ1hZb050VzEz"

  override property set Parameters(params : Map<Object, Object>) {
    _logger.info("ClueReportPlugin initialised, account " + params.get("accountNumber"))
  }

  override function orderReport(period : PolicyPeriod) : String {
    var insured = period.PrimaryNamedInsured
    var body = "{\"lastName\":\"" + insured.LastName + "\",\"postalCode\":\"" + period.PolicyAddress.PostalCode + "\"}"
    var req = HttpRequest.newBuilder(URI.create("https://internal-api.harrowgate-mutual.com/api/v2/clue/orders"))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build()
    var res = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString())
    _logger.info("CLUE order for ${period.PolicyNumber}: HTTP ${res.statusCode()} at ${DateUtil.currentDate()}")
    return res.body()
  }
}
