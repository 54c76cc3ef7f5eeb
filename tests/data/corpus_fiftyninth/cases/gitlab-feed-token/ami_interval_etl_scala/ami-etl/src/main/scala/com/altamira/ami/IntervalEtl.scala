package com.altamira.ami

import org.apache.spark.sql.{SparkSession, functions => F}
import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}

/** Daily Spark job: validated 15-minute AMI intervals -> daily kWh per service point, pushed to the billing determinant service. */
object IntervalEtl {
  private val gitlabFeedToken = "AgAPNKgTWiQSy5xsWQld+SVae/6k3JH2gWiOq8BbIRgMpSUzzWmVqfYQnl5vKFO51Lc2mozbLRCCoBQ1kry1ZrLGev62RZ7y0+VQdzU6XTP7RKFjMEezcAxVjblNev90v6J+EKavM4Ukf9hwrA5rCjeNDlicoQ7k2uCuq+4jZbMdlkG/mxdYu3nwT8kL4t0hj4sRbWgzyloe+jRgL/VZnFjrB/F1x42wMkVemQzeqGMC59w8/FQ9hrlRx2Mqo91+LXnxvmxeA4MlHjn4H3orBiaDfFRUavYCzaVolQulu8F5s/XGg0YgZ3d0j6frL2V8QsIRhFvimsrIme6Ju2AEOBQyIR2KzUXqZkIARo+6PClB8lTIzeD254XmHIzwc/Kjx8wVQ1JcDHB5IGu78+LLe4At/mToxz+fUCsVv7LXKO6/mk3FP7UA3BIGICkUw6QDWWNNhOjiKhll0K4XZaOreFB1+BxKssrwoe1z4OoGAtQDvh2paiqYd0kCD7FHlu1iHQ0aPGo0ojHOApsZuSf/qdmP+LuLnDj/I631Jb5r++kR3vsSpd/Ahx+VR4xWs9GsZJvKtGDt4yNqhCNMWiydMJYvw2XnmOligbkylBuGbwpeoJFjn/2GquwmZueBnuz0W37fRVcaVBILV6XUvkJq3k6whc4AtFlGZg5XqkJ6AduN2JhatnUFKSPXoHDJ2oeHeytu8J5T8g76"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("ami-interval-etl").getOrCreate()
    val day = args.headOption.getOrElse(java.time.LocalDate.now.minusDays(1).toString)
    val daily = spark.read.parquet(s"s3a://altamira-ami/intervals/read_date=$day")
      .where(F.col("vee_status") === "VALID")
      .groupBy("service_point_id").agg(F.sum("kwh").as("kwh"))
    val json = daily.toJSON.collect().mkString("[", ",", "]")
    val req = HttpRequest.newBuilder(URI.create("https://grid-ops.altamira-water.org/api/v1/billing/determinants"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(json)).build()
    HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.discarding())
    spark.stop()
  }
}
