// What an operator asks of one record on the desk: who asks (the audit log names them), which
// record (its `:_id`), and the change the request's body describes.

export interface OperatorTarget {
  actorUid: string;
  id: string;
}

export interface OperatorAction<Body> extends OperatorTarget {
  body: Body;
}
