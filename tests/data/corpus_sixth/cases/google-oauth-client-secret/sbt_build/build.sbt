ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.5.1"
ThisBuild / version      := "4.4.12-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "billing-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.22",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "GOOGLE_CLIENT_ID" -> "721926337222-7dashzktez0o11838togni2mfl30wpgb.apps.googleusercontent.com",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
