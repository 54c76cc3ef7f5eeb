// CaptionJobs.scala - submits programmes to Rev.ai for captions (async jobs, SRT output) and forwards the finished
// captions to the broadcast compliance check
package tallgrass.captions

import sttp.client3._

object Settings {
  val bitbucketUsername = "etl_reader"
  val bitbucketAppPassword = "ATBBIUtyNOXWjQOTwliCgD5aAaqpFDF7B685"
}

object CaptionJobs {
  private val backend = HttpClientSyncBackend()

  def forward(jobId: String, programme: String, captions: String): Int = {
    val body = s"""{"job":"$jobId","programme":"$programme","format":"srt"}"""
    val req = basicRequest.post(uri"https://mam.tallgrass-records.com/api/v1/compliance/captions")
      .contentType("application/json")
      .body(body)
    req.send(backend).code.code
  }
}
