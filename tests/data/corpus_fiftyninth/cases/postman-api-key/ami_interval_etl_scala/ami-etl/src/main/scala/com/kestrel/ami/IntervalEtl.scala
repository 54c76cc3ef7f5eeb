package com.kestrel.ami

import org.apache.spark.sql.{SparkSession, functions => F}
import java.net.URI
import java.net.http.{HttpClient, HttpRequest, HttpResponse}

/** Daily Spark job: validated 15-minute AMI intervals -> daily kWh per service point, pushed to the billing determinant service. */
object IntervalEtl {
  private val token = "PMAK-73fc9fd45336b52a6e559629-09b50c5b9bc94c96ee6cfa14f05b4ee6e4"

  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder.appName("ami-interval-etl").getOrCreate()
    val day = args.headOption.getOrElse(java.time.LocalDate.now.minusDays(1).toString)
    val daily = spark.read.parquet(s"s3a://kestrel-ami/intervals/read_date=$day")
      .where(F.col("vee_status") === "VALID")
      .groupBy("service_point_id").agg(F.sum("kwh").as("kwh"))
    val json = daily.toJSON.collect().mkString("[", ",", "]")
    val req = HttpRequest.newBuilder(URI.create("https://field-service.kestrel-renewables.com/api/v1/billing/determinants"))
      .header("Content-Type", "application/json")
      .POST(HttpRequest.BodyPublishers.ofString(json)).build()
    HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.discarding())
    spark.stop()
  }
}
