ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.3.0"
ThisBuild / version      := "2.23.13-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "billing-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.27",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "access-token" -> "dop_v1_40e941e2d9cb447d92ee62737a3db914bd821cd3c7d128532206374349d7d3e7",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )