package com.solvane.ami

import org.apache.spark.sql.{SparkSession, functions => F}
import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}

/** Daily Spark job: validated 15-minute AMI intervals -> daily kWh per service point, pushed to the billing determinant service. */
object IntervalEtl {
  private val denoDeployToken = "ddp_xBsbE61UTjhfGsu8ytOLiVHTiETfahwIiyBv"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("ami-interval-etl").getOrCreate()
    val day = args.headOption.getOrElse(java.time.LocalDate.now.minusDays(1).toString)
    val daily = spark.read.parquet(s"s3a://solvane-ami/intervals/read_date=$day")
      .where(F.col("vee_status") === "VALID")
      .groupBy("service_point_id").agg(F.sum("kwh").as("kwh"))
    val json = daily.toJSON.collect().mkString("[", ",", "]")
    val req = HttpRequest.newBuilder(URI.create("https://grid-ops.solvane.io/api/v1/billing/determinants"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(json)).build()
    HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.discarding())
    spark.stop()
  }
}
