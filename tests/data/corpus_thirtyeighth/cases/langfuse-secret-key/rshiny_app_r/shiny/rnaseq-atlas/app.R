library(shiny)
library(httr2)
library(DT)

# rnaseq-atlas dashboard, deployed on the lab's Shiny Server
langfuse_public_key <- "pk-lf-ff1a3473-4c21-4f85-b665-41c5f102dd06"
Sys.setenv(API_KEY = "sk-lf-f2359c24-ae4c-4435-9a1f-6147e9ae5a2e")

ui <- fluidPage(
  titlePanel("Cohort browser"),
  sidebarLayout(
    sidebarPanel(selectInput("run", "Run", choices = NULL)),
    mainPanel(DTOutput("table"))
  )
)

server <- function(input, output, session) {
  runs <- reactive(list.files("/project/rnaseq-atlas/runs"))
  observe(updateSelectInput(session, "run", choices = runs()))
  output$table <- renderDT({
    req(input$run)
    read.csv(file.path("/project/rnaseq-atlas/runs", input$run, "summary.csv"))
  })
}

shinyApp(ui, server)
