/**
 * WebMCP's declarative attributes (webmachinelearning/webmcp, declarative API): a form with `toolname`
 * and `tooldescription` is offered to the browser's agent as a tool whose parameters are the form's
 * fields, described by `toolparamdescription`. Plain HTML attributes: no script is involved.
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces must repeat React's type parameter */
import "react";

declare module "react" {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    /** Boolean attribute: present ("") lets the agent submit after filling the form in. */
    toolautosubmit?: "";
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
