// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package bluefin.captions

import sttp.client3._

object Settings {
  val xApiKey = sys.env("POSTMAN_API_KEY")
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://mam.bluefin-broadcast.tv/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
