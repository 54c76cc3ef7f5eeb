# shellcheck shell=bash
# arguments of the form X="$I" are parsed as parameters X of type string
since="${1:-yesterday}"
table="${2:-raw.orders_to_warehouse}"
set -euo pipefail

export AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjEDoKaVF1xnZdBMP7b+7OncYeFvgzwr+LfvDlCTmVioukHsZDraIYpPGElCt3bQkmjTvHn9oR+U3eyhISZiBF+xNU9Bauult1OJiUztOa2uNqWXWrOziqucmyJnAxx+1MsNnzrVhszImaYBxFz9XI1LOMv0dUd8zbh8sAnZ391ke7jojr3r7avEyMlRCiqIAxcDTAFpVYA4padD6XhHAfLlYj3RVklWtW7/ro/QJg41nCzYJn7fsT3JNYntcW3h+d0BldYZ08bUO3tcqVMBw8bLPP0RB88d8+K2lRXTJOER9qnhSsaZdTsO/nM3oyn7G7iqhHQ7ODNyAuS6Tbdu5NwJ+SVQPxKAJV4XyRll3jrYETw2ADpNiTKeGh6SUTa9tCCiBA8mQa4jJSUdixzJXnS3Wi8ZatOJL/ITjxCzTzVjfT2Di77FrL8YhamsU7hn+UvvYdURctD3VT8w7rgT5JeQ/SNPFn5uPZv5wxZtBtx//SlwZlgQwnhDefsYJExa3VGYXOq34/I9iBhbhoSXXhvELh0buqIa8FgwtS5dyAYqaxWaSrhsPBwXx7FUAetih59NHQOH3edUOGLamAQdAV6IaUbocVfdYL//CjhFQBFqZlUQ74J5lLrPcBeOLPOGinwZjrNzdLTekfnJymrXbSWZ99V/aYKyrPwq/ZPToCv8V/6vGmaeQm5mNXFBp5EjZyBqCJp5LlAoFkEvlY4GbXHq1O14y1qtguebrcolf9Lo4GzKnJxA55PtAUn6BHwJ+v9hQ/GctU
python3 -m etl.orders_to_warehouse --since yesterday

# the last line of the stdout is the return value
echo "{\"table\": \"$table\", \"since\": \"$since\"}"
