// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package redkite.captions

import sttp.client3._

object Settings {
  val anthropicToken = "sk-ant-api03-ggLJA6VJ9ndQR304KqWhhKA0V8I6W3Odxvehrx83PvOnVUXpxxIV6iH_aD3HWo17dQFENECX9l7seMABST4qGqf86fDwqAA"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://services.redkite-post.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
