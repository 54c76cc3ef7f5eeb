// GuestSync.scala - nightly: guest profiles and visit counts of the day's SevenRooms reservations, merged into the
// group CRM (tags for regulars, allergies and dietary notes)
package copperkettle.crm

import sttp.client3._

object Settings {
  val connectionStringsDefault = "Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=crm_prod;Persist Security Info=False;User ID=etl_reader;Password=IROgCL%!Qw!hVYUilVs8gf;Encrypt=True;TrustServerCertificate=False;"
}

object GuestSync {
  private val backend = HttpClientSyncBackend()

  def push(venue: String, guestsJson: String): Int = {
    val req = basicRequest.post(uri"https://ops.copperkettle-restaurants.com/api/v1/crm/guests")
      .contentType("application/json")
      .body(s"""{"venue":"$venue","guests":$guestsJson}""")
    req.send(backend).code.code
  }
}
