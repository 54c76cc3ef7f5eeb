library(shiny)
library(httr2)
library(DT)

# rnaseq-atlas dashboard, deployed on the lab's Shiny Server
Sys.setenv(ZENDESK_EMAIL = "svc_orders@kestrelworks.io/token")
Sys.setenv(ZENDESK_SUBDOMAIN = "kestrelworks")
Sys.setenv(ZD_TOKEN = "bgdGqPz4l8wjFMjv4M07jNFZrgH7WFRp6tkK3cU3")

ui <- fluidPage(
  titlePanel("Plate reader QC"),
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
