// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package redkite.captions

import sttp.client3._

object Settings {
  val herokuApiToken = "ff491e8c-fd55-4717-a5dd-ebf674084eab"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://ops.redkite-post.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
