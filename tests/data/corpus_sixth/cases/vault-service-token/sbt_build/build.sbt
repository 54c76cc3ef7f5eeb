ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.4.1"
ThisBuild / version      := "2.21.11-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "ingest-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.21",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "VAULT_AUTH_TOKEN" -> "hvs.CAESIFfkSCXcCVS5Dft8TRuINmFSmAvCXc4-pvJAaNemCaxHGh4KHGh2cy5rS1ZvTDNiaENhVVBUM0lKVTQyODlLOHM",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
