// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package redkite.captions

import sttp.client3._

object Settings {
  val dropboxAccessToken = "sl.l90R5OkWCSZPaPslp3gUaN8Ftti-LKY-tdYcjQPW4UNKvECRep2C3sjnXmYAXB8v4RySM-arMzFO2Wcn9PV0zwnK5tNVAy7gk9Bh_D7uTzBhgrGJsb-pBFATDtNEEPLnPj5ACYIvVC8SXC"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://pipeline.redkite-post.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
