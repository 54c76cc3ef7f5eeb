// Camt053Import.scala - parses the banks' ISO 20022 camt.053 end-of-day statements (BkToCstmrStmt) and posts the entries
// to the cash-application service for auto-matching
package tennant.treasury

import scala.xml.XML
import sttp.client3._

object Settings {
  val supabaseAnonKey = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InFjeHhqZG56eHV6am52dmd5bHh4Iiwicm9sZSI6ImFub24iLCJpYXQiOjE3NDgyMTQxODQsImV4cCI6MjA2MzU3NDE4NH0.p9QkbAsCa7-2cyOqbVzU7_QwmhYr_oU-6m5p7jd22-o"
}

object Camt053Import {
  private val backend = HttpClientSyncBackend()

  def main(args: Array[String]): Unit = {
    val doc = XML.loadFile(args(0))
    val entries = (doc \\ "Ntry").map { n =>
      val amt = (n \ "Amt").text
      val cdt = (n \ "CdtDbtInd").text
      val ref = (n \\ "AcctSvcrRef").text
      s"""{"amount":$amt,"direction":"$cdt","bankRef":"$ref"}"""
    }
    val req = basicRequest.post(uri"https://internal-api.tennant-brooke-law.com/api/v1/cash-application/entries")
      .contentType("application/json")
      .body(entries.mkString("[", ",", "]"))
    println(s"${entries.size} entries: ${req.send(backend).code}")
  }
}
