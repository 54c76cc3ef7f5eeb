package com.brightmoor.ami

import org.apache.spark.sql.{SparkSession, functions => F}
import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}

/** Daily Spark job: validated 15-minute AMI intervals -> daily kWh per service point, pushed to the billing determinant service. */
object IntervalEtl {
  private val gemHostApiKey = "rubygems_94f72ee3a237488a4766121aec2228cdd408863dee40a7dc"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("ami-interval-etl").getOrCreate()
    val day = args.headOption.getOrElse(java.time.LocalDate.now.minusDays(1).toString)
    val daily = spark.read.parquet(s"s3a://brightmoor-ami/intervals/read_date=$day")
      .where(F.col("vee_status") === "VALID")
      .groupBy("service_point_id").agg(F.sum("kwh").as("kwh"))
    val json = daily.toJSON.collect().mkString("[", ",", "]")
    val req = HttpRequest.newBuilder(URI.create("https://outage-center.brightmoor-utilities.com/api/v1/billing/determinants"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(json)).build()
    HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.discarding())
    spark.stop()
  }
}
