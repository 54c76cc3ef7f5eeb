// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package lanternhouse.captions

import sttp.client3._

object Settings {
  val gitlabFeedToken = "sha1:7e71b56da829bc347051b3b5586e8a223a9ee94e"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://hub.lanternhouse-pictures.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
