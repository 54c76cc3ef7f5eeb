// Camt053Import.scala - parses the banks' ISO 20022 camt.053 end-of-day statements (BkToCstmrStmt) and posts the entries
// to the cash-application service for auto-matching
package oakhollow.treasury

import scala.xml.XML
import sttp.client3._

object Settings {
  val firecrawlToken = "fc-e577ea6a4630aaadc8836eac5c8404f5"
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
    val req = basicRequest.post(uri"https://hub.oakhollow-tax.com/api/v1/cash-application/entries")
      .contentType("application/json")
      .body(entries.mkString("[", ",", "]"))
    println(s"${entries.size} entries: ${req.send(backend).code}")
  }
}
