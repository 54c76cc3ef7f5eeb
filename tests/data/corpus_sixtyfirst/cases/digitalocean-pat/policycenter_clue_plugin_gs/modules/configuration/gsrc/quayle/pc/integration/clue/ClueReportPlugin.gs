package quayle.pc.integration.clue

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
  private static final var ORDER_URL = "https://clue.risk-vendor.example/api/v2/orders/property"
  private static final var DO_TOKEN = "dop_v1_f1fa231abed181d98870a445b31ddc19d5bbca30e4b0973894422f92343293f6"

  override property set Parameters(params : Map<Object, Object>) {
    _logger.info("ClueReportPlugin initialised, account " + params.get("accountNumber"))
  }

  override function orderReport(period : PolicyPeriod) : String {
    var insured = period.PrimaryNamedInsured
    var body = "{\"lastName\":\"" + insured.LastName + "\",\"postalCode\":\"" + period.PolicyAddress.PostalCode + "\"}"
    var req = HttpRequest.newBuilder(URI.create("https://internal-api.quayle-ostrander.law/api/v2/clue/orders"))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build()
    var res = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString())
    _logger.info("CLUE order for ${period.PolicyNumber}: HTTP ${res.statusCode()} at ${DateUtil.currentDate()}")
    return res.body()
  }
}
